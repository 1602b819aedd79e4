import type { Config } from "@react-router/dev/config";
import { listPosts } from "#app/lib/blog.server.ts";
import { NOT_FOUND_PATH } from "#app/lib/site-paths.ts";

export default {
  appDirectory: "app",
  // Every page is static HTML built ahead of time; the Node server (server/) only serves files and /api.
  ssr: false,
  async prerender({ getStaticPaths }) {
    const blogPaths = listPosts().map((post) => `/blog/${post.slug}`);
    return [...getStaticPaths(), ...blogPaths, NOT_FOUND_PATH];
  },
} satisfies Config;
