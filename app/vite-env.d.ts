/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Student author credited in the footer. */
  readonly SITE_AUTHOR?: string;
  /** Admissions e-mail address. */
  readonly SITE_EMAIL?: string;
  /** Public origin of the site, used for canonical and Open Graph URLs. */
  readonly SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
