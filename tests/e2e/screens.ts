/**
 * The two screens the browser tests run at: a phone (390 px, touch, 2× pixels) and a
 * desktop (1440 px). Written once, for the Playwright projects and the look tests.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

export const DESKTOP = {
  viewport: { width: 1440, height: 900 },
};
