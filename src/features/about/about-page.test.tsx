import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { AboutPage } from "./about-page";

test("has one h1, the mission, About Me, a health note, the product links as marketplace searches, and links to fasting and the picks", () => {
  renderWithRouter(<AboutPage />);
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  expect(screen.getByRole("heading", { level: 2, name: "Our mission" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 2, name: "About Me" })).toBeInTheDocument();
  const note = screen.getByRole("note");
  expect(note).toHaveTextContent("Not medical advice.");
  expect(note).toHaveTextContent(/pregnant, trying to conceive or breastfeeding; are under 18/);
  expect(screen.getByText(/browse the product types we've looked into/)).toBeInTheDocument();
  expect(screen.getByText(/open a marketplace search, not a single brand/)).toBeInTheDocument();
  expect(screen.queryByText(/rely on ourselves|genuinely earn/)).toBeNull();
  expect(screen.getByRole("link", { name: "LEARN ABOUT FASTING" })).toHaveAttribute(
    "href",
    "/intermittent-fasting",
  );
  expect(screen.getByRole("link", { name: "See our product picks" })).toHaveAttribute("href", "/products");
});
