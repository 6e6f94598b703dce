/** The id remark gives the generated "Sources" heading. Its own module: the article page needs it without the outline reader. */
export const SOURCES_HEADING_ID = "footnote-label";
