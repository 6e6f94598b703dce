import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { FormAlert } from "./form-alert";

test("announces the message and takes focus, again when the same message repeats", () => {
  const { rerender } = render(<FormAlert message="Please answer all questions." attempt={1} />);
  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent("Please answer all questions.");
  expect(alert).toHaveFocus();
  alert.blur();
  rerender(<FormAlert message="Please answer all questions." attempt={2} />);
  expect(screen.getByRole("alert")).toHaveFocus();
});
