import { expect, test, vi } from "vitest";
import { registerServiceWorker, SERVICE_WORKER_URL, SKIP_WAITING_MESSAGE } from "./service-worker-client";

/** A worker whose state the test moves, as the browser would. */
class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** A new version starts installing (a deploy). */
  find() {
    const worker = new FakeWorker("installing");
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
    return worker;
  }
}

class FakeContainer extends EventTarget {
  registration = new FakeRegistration();
  register = vi.fn(() => Promise.resolve(this.registration));
  constructor(public controller: FakeWorker | null) {
    super();
  }
  /** A worker takes over the page. */
  control(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event("controllerchange"));
  }
}

/** Registers for a page `controller` controls, with `waiting` already installed. */
async function start(controller: FakeWorker | null, waiting: FakeWorker | null = null) {
  const container = new FakeContainer(controller);
  container.registration.waiting = waiting;
  const onUpdate = vi.fn<(update: () => void) => void>();
  const reload = vi.fn();
  await registerServiceWorker(container as unknown as ServiceWorkerContainer, onUpdate, reload);
  /** The update the last prompt offered. */
  const update = () => {
    const offered = onUpdate.mock.lastCall?.[0];
    if (!offered) throw new Error("no update was offered");
    offered();
  };
  return { container, onUpdate, reload, update };
}

test("registerServiceWorker registers /sw.js for the whole site; its first install only takes over the page, with nothing to offer; it looks for a new version whenever the tab is shown again", async () => {
  const { container, onUpdate, reload } = await start(null);
  expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: "/" });
  const worker = container.registration.find();
  worker.moveTo("installed");
  container.control(worker);
  expect(onUpdate).not.toHaveBeenCalled();
  expect(reload).not.toHaveBeenCalled();
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
  document.dispatchEvent(new Event("visibilitychange"));
  expect(container.registration.update).toHaveBeenCalledTimes(1);
});

test("registerServiceWorker: a new version offers an update; taking it activates the waiting worker, then reloads once", async () => {
  const { container, onUpdate, reload, update } = await start(new FakeWorker("activated"));
  const next = container.registration.find();
  expect(onUpdate).not.toHaveBeenCalled();
  next.moveTo("installed");
  expect(onUpdate).toHaveBeenCalledTimes(1);

  update();
  expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  expect(reload).not.toHaveBeenCalled();
  // It reloads once the new worker controls the page, and only once.
  container.control(next);
  container.control(next);
  expect(reload).toHaveBeenCalledTimes(1);
});

test("registerServiceWorker: a version already waiting when the page loads is offered at once", async () => {
  const waiting = new FakeWorker("installed");
  const { onUpdate, update } = await start(new FakeWorker("activated"), waiting);
  expect(onUpdate).toHaveBeenCalledTimes(1);
  update();
  expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
});

test("registerServiceWorker: when another tab switched to the new version, this one offers a plain reload", async () => {
  const { container, onUpdate, reload, update } = await start(new FakeWorker("activated"));
  const next = container.registration.find();
  next.moveTo("installed");
  // The other tab's Reload: the worker activates and takes over this page too.
  next.moveTo("activated");
  container.control(next);
  expect(onUpdate).toHaveBeenCalledTimes(2);
  update();
  expect(next.postMessage).not.toHaveBeenCalled();
  expect(reload).toHaveBeenCalledTimes(1);
});
