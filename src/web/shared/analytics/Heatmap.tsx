import { Box, Card, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import './analytics.css';

export interface HeatCell {
  weekday: number;
  hour: number;
  posts: number;
  rate: number;
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** Weekday × hour of publication, shaded by engagement per view (the darkest: the best cell). */
export function Heatmap({ cells }: { cells: HeatCell[] }) {
  const { t } = useTranslation('analytics');
  const byKey = new Map(cells.map((c) => [`${c.weekday}:${c.hour}`, c]));
  const best = Math.max(0, ...cells.map((c) => c.rate));
  return (
    <Card data-testid="analytics-heatmap">
      <Heading as="h2" size="3">
        {t('heatmap.title')}
      </Heading>
      <Text as="p" size="1" color="gray" mb="2">
        {t('heatmap.hint')}
      </Text>
      {cells.length === 0 ? (
        <Text size="2" color="gray">
          {t('heatmap.empty')}
        </Text>
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <div className="analytics-heatmap" role="table" aria-label={t('heatmap.title')}>
            <div role="row" style={{ display: 'contents' }}>
              <span role="columnheader" />
              {HOURS.map((h) => (
                <span key={h} role="columnheader" className="analytics-heatmap-hour">
                  {h % 3 === 0 ? h : ''}
                </span>
              ))}
            </div>
            {WEEKDAYS.map((weekday) => (
              <div key={weekday} role="row" style={{ display: 'contents' }}>
                <span role="rowheader" className="analytics-heatmap-day">
                  {t(`weekdays.${weekday}`)}
                </span>
                {HOURS.map((hour) => {
                  const cell = byKey.get(`${weekday}:${hour}`);
                  const label = cell
                    ? t('heatmap.cell', { weekday: t(`weekdaysLong.${weekday}`), hour: String(hour).padStart(2, '0'), rate: cell.rate, count: cell.posts })
                    : undefined;
                  const strength = cell && best > 0 ? 0.15 + 0.85 * (cell.rate / best) : 0;
                  return (
                    <span
                      key={hour}
                      role="cell"
                      title={label}
                      aria-label={label}
                      className="analytics-heatmap-cell"
                      style={cell ? { background: `color-mix(in srgb, var(--accent-9) ${Math.round(strength * 100)}%, transparent)` } : undefined}
                    />
                  );
                })}
              </div>
            ))}
          </div>
        </Box>
      )}
    </Card>
  );
}
