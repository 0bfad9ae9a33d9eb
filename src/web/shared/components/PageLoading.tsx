import { Flex, Spinner } from '@radix-ui/themes';

/** The spinner a page shows while its code, its strings or its first answer load. */
export function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spinner size="3" />
    </Flex>
  );
}
