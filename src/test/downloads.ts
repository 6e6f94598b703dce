import { onTestFinished, vi } from "vitest";

export interface CapturedDownload {
  name: string;
  type: string;
  text: () => Promise<string>;
  /** The link that was clicked: the page removes it once clicked. */
  link: HTMLAnchorElement;
}

/**
 * Records the files the page hands to the browser (`downloadText`) instead of
 * saving them: jsdom cannot follow a download link. The real module runs, so
 * nothing is mocked by module (which a worker shared between test files
 * would carry from one file to the next).
 */
export function captureDownloads(): CapturedDownload[] {
  const blobs = new Map<string, Blob>();
  const downloads: CapturedDownload[] = [];
  vi.stubGlobal(
    "URL",
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:download-${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute("href") ?? "");
    if (!blob) return;
    downloads.push({
      name: this.download,
      type: blob.type,
      link: this,
      // jsdom's Blob.text() is the one setup.ts adds.
      text: () => blob.text(),
    });
  });
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return downloads;
}
