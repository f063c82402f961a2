import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link as RouterLink, useNavigate, useRouteError } from "react-router";
import { isApiError } from "../shared/api/api-error";
import { FullLayoutFrame } from "./layouts/full-layout";
import { ROUTES } from "../shared/routes";

/** The error page (spec section 2): the status code and 'error', the texts for 404 or any other code, two buttons. */
export function ErrorPageContent({ status }: { status: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notFound = status === 404;
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(ROUTES.overview);
  };
  return (
    <Stack align="center" textAlign="center" gap="4" maxWidth="xl" mx="auto" py={{ base: "6", md: "16" }}>
      <Text fontSize={{ base: "5xl", md: "7xl" }} fontWeight="bold" color="brand.fg" lineHeight="1">
        {status}{" "}
        <Text as="span" fontSize="2xl" fontWeight="medium" color="fg.muted">
          {t("errors.page.error")}
        </Text>
      </Text>
      <Heading as="h1" size="2xl">
        {notFound ? t("errors.page.notFoundTitle") : t("errors.page.otherTitle")}
      </Heading>
      <Text color="fg.muted">{notFound ? t("errors.page.notFoundText") : t("errors.page.otherText")}</Text>
      <HStack gap="3" pt="2" flexWrap="wrap" justify="center">
        <Button variant="outline" onClick={goBack}>
          {t("errors.page.goBack")}
        </Button>
        <Button colorPalette="brand" asChild>
          <RouterLink to={ROUTES.overview}>{t("errors.page.takeMeHome")}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/** Unknown path: 404. */
export function NotFoundPage() {
  return <ErrorPageContent status={404} />;
}

export function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error)) return error.status >= 400 ? error.status : 500;
  return 500;
}

/**
 * The status a page inside the app shows. A page reads its data by the id in its address, so an id the API
 * refuses as malformed (400 on the `id` parameter) names nothing: the page is not found, as for an unknown id.
 */
export function pageStatusOf(error: unknown): number {
  if (isApiError(error) && error.status === 400 && error.issues.some((issue) => issue.path[0] === "id")) {
    return 404;
  }
  return statusOf(error);
}

/**
 * An error a page inside the app throws (an unknown pupil, class or school): the error page in the app's layout,
 * so the navigation stays at hand.
 */
export function PageErrorPage() {
  return <ErrorPageContent status={pageStatusOf(useRouteError())} />;
}

/** Any error a route throws (a failed page load, a page's data that cannot be read) shows the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <FullLayoutFrame>
      <ErrorPageContent status={statusOf(error)} />
    </FullLayoutFrame>
  );
}
