import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** A screen's title, a line saying what it is for, and its main actions on the right (below on a phone). */
export function PageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex justify="between" align="start" wrap="wrap" gap="3" mb="4">
      <Box>
        <Heading size="6">{title}</Heading>
        {description !== undefined && (
          <Text color="gray" size="2">
            {description}
          </Text>
        )}
      </Box>
      {actions}
    </Flex>
  );
}
