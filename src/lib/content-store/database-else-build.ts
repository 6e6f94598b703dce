/**
 * A page's data in the browser when the database is its source (Firebase
 * mode): the database's, or when that read fails, the copy the build
 * prerendered, marked as possibly out of date, so readers keep the page and
 * a way to try again. Only when neither can be read does the route show its
 * error screen. `logFailure` runs on every failed read, with the page's own
 * console message.
 */
export async function readDatabaseElseBuild<T extends object>(
  readDatabase: () => Promise<T>,
  readBuildCopy: () => Promise<T>,
  logFailure: (error: unknown) => void,
): Promise<T & { isStale: boolean }> {
  try {
    return { ...(await readDatabase()), isStale: false };
  } catch (error) {
    logFailure(error);
    const built = await readBuildCopy().catch(() => null);
    if (!built) throw error;
    return { ...built, isStale: true };
  }
}
