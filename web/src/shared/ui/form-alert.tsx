import type { ReactNode } from "react";
import { Alert } from "./chakra-parts/alert";

/** A form's message after submit; announced by screen readers (role alert for errors, status for success). */
export function FormAlert({
  status,
  children,
}: {
  status: "error" | "success" | "info";
  children: ReactNode;
}) {
  return (
    <Alert.Root status={status} role={status === "error" ? "alert" : "status"}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
