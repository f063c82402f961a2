import { Box } from "@chakra-ui/react";

/**
 * The count on an icon button's corner (the bell's unseen notifications, the calendar's events today). Hidden from
 * assistive technology: the button's name says the number.
 */
export function IconCount({
  count,
  bg,
  color,
  testId,
}: {
  /** What the badge says ("3", "99+"). */
  count: string | number;
  bg: string;
  color: string;
  testId: string;
}) {
  return (
    <Box
      as="span"
      aria-hidden="true"
      data-testid={testId}
      position="absolute"
      top="0"
      insetEnd="0"
      minWidth="4.5"
      height="4.5"
      px="1"
      rounded="full"
      bg={bg}
      color={color}
      fontSize="2xs"
      fontWeight="bold"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      lineHeight="1"
    >
      {count}
    </Box>
  );
}
