// The pipeline page's figures: alerts per minute, ack and receipt → executed percentiles, outcome
// by code and by broker, relays by kind.
import type { OperatorPipeline } from '@tickrelay/contracts/endpoints/operator.endpoints';

import { Card, Heading, Muted, Stack } from '@/components/ui';
import { Table } from '@/components/ui/table.styles';
import { useI18n } from '@/lib/i18n/i18n-context';

import { ScrollRegion } from './scroll-region';

function CountTable({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: string[];
  rows: Array<{ key: string; cells: string[]; count: number }>;
}) {
  const { t, formatNumber } = useI18n();
  return (
    <Card>
      <Stack $gap={3}>
        <Heading as="h2" $size="h4">
          {title}
        </Heading>
        {rows.length === 0 ? (
          <Muted>{t('operator.pipeline.noData')}</Muted>
        ) : (
          <ScrollRegion label={title}>
            <Table>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th scope="col" key={column}>
                      {column}
                    </th>
                  ))}
                  <th scope="col">{t('operator.pipeline.count')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    {row.cells.map((cell, index) => (
                      <td key={columns[index]}>{cell}</td>
                    ))}
                    <td className="number">{formatNumber(row.count)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        )}
      </Stack>
    </Card>
  );
}

export function PipelineView({ pipeline }: { pipeline: OperatorPipeline }) {
  const { t, formatNumber, formatDate } = useI18n();
  const ms = (value: number | null) =>
    value === null ? '—' : `${formatNumber(value, { maximumFractionDigits: 1 })} ms`;
  const latency = [
    ['ack', pipeline.ackMs],
    ['executed', pipeline.executedMs],
  ] as const;
  return (
    <Stack $gap={6} data-testid="operator-pipeline">
      <CountTable
        title={t('operator.pipeline.perMinute')}
        columns={[t('operator.pipeline.minute')]}
        rows={pipeline.alertsPerMinute.map((row) => ({
          key: row.minute,
          cells: [formatDate(row.minute, { timeStyle: 'short' })],
          count: row.count,
        }))}
      />
      <Card>
        <Stack $gap={3}>
          <Heading as="h2" $size="h4">
            {t('operator.pipeline.latency')}
          </Heading>
          <ScrollRegion label={t('operator.pipeline.latency')}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('operator.pipeline.latency')}</span>
                  </th>
                  <th scope="col">p50</th>
                  <th scope="col">p95</th>
                  <th scope="col">p99</th>
                </tr>
              </thead>
              <tbody>
                {latency.map(([key, values]) => (
                  <tr key={key}>
                    <th scope="row">{t(`operator.pipeline.${key}`)}</th>
                    <td className="number">{ms(values.p50)}</td>
                    <td className="number">{ms(values.p95)}</td>
                    <td className="number">{ms(values.p99)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        </Stack>
      </Card>
      <CountTable
        title={t('operator.pipeline.byCode')}
        columns={[t('operator.pipeline.status'), t('operator.pipeline.code')]}
        rows={pipeline.byCode.map((row) => ({
          key: `${row.status}-${row.code ?? ''}`,
          cells: [row.status, row.code ?? '—'],
          count: row.count,
        }))}
      />
      <CountTable
        title={t('operator.pipeline.byBroker')}
        columns={[t('operator.pipeline.broker'), t('operator.pipeline.status')]}
        rows={pipeline.byBroker.map((row) => ({
          key: `${row.broker}-${row.status}`,
          cells: [row.broker, row.status],
          count: row.count,
        }))}
      />
      <CountTable
        title={t('operator.pipeline.relays')}
        columns={[t('operator.pipeline.kind'), t('operator.pipeline.status')]}
        rows={pipeline.relays.map((row) => ({
          key: `${row.kind}-${row.status}`,
          cells: [row.kind, row.status],
          count: row.count,
        }))}
      />
    </Stack>
  );
}
