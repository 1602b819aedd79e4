import type { Config } from "@react-router/dev/config";
import { listPosts } from "./app/lib/blog.server";

/** Path prerendered for the not-found page; the server answers unknown paths with it and a 404 status. */
export const NOT_FOUND_PATH = "/404";

export default {
  appDirectory: "app",
  // Every page is static HTML built ahead of time; the Node server (server/) only serves files and /api.
  ssr: false,
  async prerender({ getStaticPaths }) {
    const blogPaths = listPosts().map((post) => `/blog/${post.slug}`);
    return [...getStaticPaths(), ...blogPaths, NOT_FOUND_PATH];
  },
} satisfies Config;
