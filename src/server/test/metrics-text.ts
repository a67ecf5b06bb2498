import type { FastifyInstance } from 'fastify';

/** A sample's value from the Prometheus text format (0 when the series is not there yet). */
export function sampleOf(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** `GET /metrics` with the token; the text, or an error naming the status. */
export async function scrapeMetrics(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}`);
  return response.body;
}
