import { Select } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useTheme, type ThemeChoice } from '../theme';

export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { choice, setChoice } = useTheme();
  return (
    <Select.Root value={choice} size="1" onValueChange={(value) => setChoice(value as ThemeChoice)}>
      <Select.Trigger aria-label={t('theme.label')} variant="soft" />
      <Select.Content>
        {(['light', 'dark', 'system'] as const).map((c) => (
          <Select.Item key={c} value={c}>
            {t(`theme.${c}`)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
