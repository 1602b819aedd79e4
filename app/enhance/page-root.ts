/** The page's <html>, where the head script records its state (theme, font) for CSS to follow. */
export const root = document.documentElement;
