/**
 * Before every unit test file: a component test's tree is unmounted after each of its tests.
 * Registered here, not in the module that draws, because test files share modules (no isolation).
 */
import { afterEach } from "vitest";
import { undraw } from "#tests/shared/react-root.tsx";

afterEach(undraw);
