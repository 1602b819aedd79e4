import { SdrPricing } from "#app/site/components/sections/pricing/sdr-pricing.tsx";
import type { SectionView } from "#sections/view.ts";

const View: SectionView<"sdr-pricing"> = ({ section }) => <SdrPricing sdr={section} />;

export default View;
