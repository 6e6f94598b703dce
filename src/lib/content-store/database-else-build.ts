/** When the database read fails, the build's copy, marked as possibly out of date, so readers keep the
 * page and a way to try again; only when neither can be read does the route show its error screen. */
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
