import { Button, Flex, Text } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

/** Previous / "Page N of M" / Next under the list. */
export function Paging({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('campaigns');
  return (
    <Flex justify="center" align="center" gap="3" mt="4" asChild>
      <nav aria-label={t('paging.label')}>
        <Button variant="soft" color="gray" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon /> {t('paging.previous')}
        </Button>
        <Text size="2" data-testid="page-indicator">
          {t('paging.page', { page: Math.min(page, pages), pages })}
        </Text>
        <Button variant="soft" color="gray" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('paging.next')} <ChevronRightIcon />
        </Button>
      </nav>
    </Flex>
  );
}
