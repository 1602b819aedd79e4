import { StatusPage } from "#app/site/components/sections/status-page.tsx";
import { NamedIcon } from "#app/site/lib/icons.tsx";
import type { SectionView } from "#sections/view.ts";

const View: SectionView<"status"> = ({ section }) => <StatusPage content={section} icon={section.icon ? <NamedIcon name={section.icon} aria-hidden="true" /> : undefined} />;

export default View;
