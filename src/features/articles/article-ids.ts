/** The id remark gives the generated "Sources" heading; its own module, so pages skip the outline reader. */
export const SOURCES_HEADING_ID = "footnote-label";
