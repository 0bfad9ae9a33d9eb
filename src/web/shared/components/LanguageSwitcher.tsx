import { Select } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { setLanguage, type UiLanguage } from '../i18n';
import { Flag } from './Flag';

/** en with the US flag, el with the Greek flag. `onChange` lets the portal also save it to the account. */
export function LanguageSwitcher({ onChange }: { onChange?: (language: UiLanguage) => void }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'el' ? 'el' : 'en';
  return (
    <Select.Root
      value={current}
      size="1"
      onValueChange={(value) => {
        const language = value as UiLanguage;
        setLanguage(language);
        onChange?.(language);
      }}
    >
      <Select.Trigger aria-label={t('language.label')} variant="soft" />
      <Select.Content>
        {(['en', 'el'] as const).map((language) => (
          <Select.Item key={language} value={language}>
            <Flag language={language} /> {t(`language.${language}`)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
