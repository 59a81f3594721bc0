/** The editor's configuration, made when the site is built (scripts/make-site/admin-site.ts). */
declare module "virtual:cms-config" {
  import type { CmsConfig } from "@sveltia/cms";

  const config: CmsConfig;
  export default config;
}
