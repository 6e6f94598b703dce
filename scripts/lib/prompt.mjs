import { createInterface } from "node:readline";
import { Writable } from "node:stream";

export function createPrompt() {
  let muted = false;
  let closed = false;
  // Hidden answers (a password) are typed, but never echoed to the screen.
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  terminal.on("close", () => (closed = true));
  terminal.on("SIGINT", () => {
    process.stdout.write("\n");
    process.exit(130);
  });
  /** @type {(question: string, options?: { hidden?: boolean }) => Promise<string>} */
  const ask = (question, { hidden = false } = {}) =>
    new Promise((resolve) => {
      // Input that ends before an answer is an empty answer, so an unattended run changes nothing.
      if (closed) return resolve("");
      terminal.once("close", () => resolve(""));
      terminal.question(question, (answer) => {
        if (muted) process.stdout.write("\n");
        muted = false;
        resolve(answer);
      });
      muted = hidden;
    });
  return { ask, close: () => terminal.close() };
}
