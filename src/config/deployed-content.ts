/**
 * The article cards and products this deploy was built from, which readers'
 * pages read when App Check keeps them off the database. Not in `paths`, so
 * only the pages that read it download its name.
 */
export const DEPLOYED_CONTENT_PATH = "/deployed-content.json";
