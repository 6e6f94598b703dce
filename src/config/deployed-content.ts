/** Not in `paths`, so only the pages that read it download its name. */
export const DEPLOYED_CONTENT_PATH = "/deployed-content.json";
