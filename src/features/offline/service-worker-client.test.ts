import { describe, expect, test, vi } from "vitest";
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
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
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

async function start(container: FakeContainer) {
  const onUpdate = vi.fn<(update: () => void) => void>();
  const reload = vi.fn();
  await registerServiceWorker(container as unknown as ServiceWorkerContainer, onUpdate, reload);
  /** The update the last prompt offered. */
  const update = () => {
    const offered = onUpdate.mock.lastCall?.[0];
    if (!offered) throw new Error("no update was offered");
    offered();
  };
  return { onUpdate, reload, update };
}

describe("registerServiceWorker", () => {
  test("registers /sw.js for the whole site; its first install only takes over the page, with nothing to offer", async () => {
    const container = new FakeContainer(null);
    const { onUpdate, reload } = await start(container);
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: "/" });
    const worker = new FakeWorker("installing");
    container.registration.find(worker);
    worker.moveTo("installed");
    container.control(worker);
    expect(onUpdate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  test("a new version offers an update; taking it activates the waiting worker, then reloads once", async () => {
    const container = new FakeContainer(new FakeWorker("activated"));
    const { onUpdate, reload, update } = await start(container);
    const next = new FakeWorker("installing");
    container.registration.find(next);
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

  test("a version already waiting when the page loads is offered at once", async () => {
    const container = new FakeContainer(new FakeWorker("activated"));
    const waiting = new FakeWorker("installed");
    container.registration.waiting = waiting;
    const { onUpdate, update } = await start(container);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    update();
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  test("when another tab switched to the new version, this one offers a plain reload", async () => {
    const container = new FakeContainer(new FakeWorker("activated"));
    const { onUpdate, reload, update } = await start(container);
    const next = new FakeWorker("installing");
    container.registration.find(next);
    next.moveTo("installed");
    // The other tab's Reload: the worker activates and takes over this page too.
    next.moveTo("activated");
    container.control(next);
    expect(onUpdate).toHaveBeenCalledTimes(2);
    update();
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("looks for a new version whenever the tab is shown again", async () => {
    const container = new FakeContainer(null);
    await start(container);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(container.registration.update).toHaveBeenCalledTimes(1);
  });
});
