import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { builtInArticles } from "~/content/articles";
import { expectConsoleError } from "~/test/console";
import { failsOnce, makeArticle, makeStore } from "~/test/content-fixtures";
import { renderRoute } from "~/test/render";
import * as articlesRoute from "./articles";

const stored = Array.from({ length: 8 }, (_, i) =>
  makeArticle({ id: `s${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }),
);
const heading = (count: number) => ({ level: 1, name: `Explore ${count} Articles` });
/** A database whose first read fails ("offline"). */
const firebaseStore = () =>
  makeStore(stored, [], { mode: "firebase", listArticleSummaries: failsOnce(stored).read });

test("/articles, built-in mode: the list comes from the build, without bodies", async () => {
  renderRoute(articlesRoute, { path: "/articles", store: makeStore(stored) });
  expect(await screen.findByRole("heading", heading(builtInArticles.length))).toBeInTheDocument();
  const { articles } = await articlesRoute.loader();
  expect(articles.every((article) => !("content" in article))).toBe(true);
});

test("/articles, Firebase mode: a failed read logs 'Failed to fetch articles:', keeps the build's list, and Retry reads again", async () => {
  expectConsoleError(/Failed to fetch articles:/);
  const user = userEvent.setup();
  renderRoute(articlesRoute, { path: "/articles", store: firebaseStore() });
  expect(await screen.findByRole("heading", heading(builtInArticles.length))).toBeInTheDocument();
  expect(await screen.findByRole("status")).toHaveTextContent("We couldn’t check for newer articles");
  await user.click(screen.getByRole("button", { name: "Retry" }));
  expect(await screen.findByRole("heading", heading(8))).toBeInTheDocument();
  expect(screen.queryByText(/We couldn’t check for newer articles/)).toBeNull();
});

test("/articles, Firebase mode: when neither the database nor the build's copy can be read, Retry reads again", async () => {
  expectConsoleError(/Failed to fetch articles:/);
  const user = userEvent.setup();
  const offline = () => Promise.reject(new Error("offline"));
  renderRoute({ ...articlesRoute, loader: offline }, { path: "/articles", store: firebaseStore() });
  expect(await screen.findByRole("alert")).toHaveTextContent("We couldn’t load the articles");
  expect(screen.getByRole("heading", heading(0))).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Retry" }));
  expect(await screen.findByRole("heading", heading(8))).toBeInTheDocument();
  expect(screen.queryByRole("alert")).toBeNull();
});
