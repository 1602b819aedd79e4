/** The blog search page's own script (routes/blog.search.tsx), after the results' markup. */
import * as blogSearch from "./blog-search.ts";

blogSearch.init();
