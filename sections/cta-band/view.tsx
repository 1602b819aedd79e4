import { CtaBanner } from "#app/site/components/sections/cta-banner.tsx";
import type { SectionView } from "#sections/view.ts";

const View: SectionView<"cta-band"> = ({ section }) => <CtaBanner content={section} headingId={`${section.id}-title`} />;

export default View;
