import { comingSoonRoute } from "@/components/site/coming-soon-route";

// TODO: replace with the real page; until then an honest "coming soon".
const route = comingSoonRoute("blog");

export const generateMetadata = route.generateMetadata;
export default route.Page;
