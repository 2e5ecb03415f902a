/**
 * The results map's height by breakpoint: the map's own, and the place the page holds for it
 * while its code loads (the map is a chunk of its own).
 */
export const MAP_HEIGHT = { xs: 360, md: 600 } as const;
