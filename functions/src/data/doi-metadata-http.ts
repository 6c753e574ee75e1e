import { doiPathSegment } from '@portal/common/api/paths';
import type { DoiMetadataAnswer, DoiMetadataSource } from '../domain/ports';

/**
 * The DOI metadata service over HTTP (spec 6-data-and-beyond §6.3.7, 3-api §3.16.4;
 * docs/adr/0046-doi-metadata-lookup.md). Only this adapter talks to it, never the browser; it
 * sends the DOI and nothing about the caller (no token, no cookie: fetch keeps no cookie jar, and
 * no header but the two below), follows at most 3 redirects itself so that each hop's scheme and
 * host are checked, gives up after 5 seconds in all and stops reading past 1 MB.
 */
export const DOI_ACCEPT = 'application/vnd.citationstyles.csl+json';
export const DOI_USER_AGENT = 'ARN-Research-Network-Portal/1.0 (DOI metadata prefill)';
export const DOI_MAX_REDIRECTS = 3;
export const DOI_TIMEOUT_MS = 5000;
export const DOI_MAX_BYTES = 1024 * 1024;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Names that only mean something inside a network: never a public metadata service. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/;

/**
 * Whether a redirect may go to this host. doi.org sends each DOI on to its registration agency's
 * service (Crossref, DataCite, mEDRA…), so hops to other hosts are normal; but the chain is
 * written by whoever registered the DOI, and a hop to an address inside the API's own network
 * would make the API fetch it for them. IP literals (v4 and v6), single-label names and the
 * reserved local suffixes are refused; a public name that resolves to a private address is not
 * caught here (that would need the connection's own address check).
 */
export function isPublicHostName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || host.includes(':')) return false;
  if (/^[0-9.]+$/.test(host) || /^0x/i.test(host)) return false;
  if (!host.includes('.')) return false;
  return !LOCAL_NAME.test(host);
}

/** The service address: `{doi}` replaced by the DOI, every character but letters, digits and `-._~/` percent-encoded. */
export function doiServiceUrl(template: string, doi: string): string {
  return template.replaceAll('{doi}', doiPathSegment(doi));
}

export interface HttpDoiOptions {
  /** DOI_METADATA_URL, with `{doi}`. */
  template: string;
  /** Plain http (first address and redirects) only in local mode (AUTH_MODE=local). */
  allowHttp: boolean;
  /**
   * Redirects to local hosts (loopback, IP literals, single-label names) only in local mode, where
   * the DOI stand-in is on localhost. The configured first address is the operator's and not checked.
   */
  allowLocalRedirects: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

export class HttpDoiMetadataSource implements DoiMetadataSource {
  constructor(private readonly options: HttpDoiOptions) {}

  async fetch(doi: string): Promise<DoiMetadataAnswer> {
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? DOI_TIMEOUT_MS);
    try {
      return await this.follow(new URL(doiServiceUrl(this.options.template, doi)), signal);
    } catch (error) {
      const reason = signal.aborted ? 'time-out' : error instanceof Error ? error.name : 'failure';
      return { kind: 'unavailable', reason };
    }
  }

  private allowed(url: URL): boolean {
    return url.protocol === 'https:' || (this.options.allowHttp && url.protocol === 'http:');
  }

  private async follow(first: URL, signal: AbortSignal): Promise<DoiMetadataAnswer> {
    let url = first;
    for (let hop = 0; ; hop += 1) {
      if (!this.allowed(url)) return { kind: 'unavailable', reason: `scheme ${url.protocol}` };
      const response = await fetch(url, {
        headers: { Accept: DOI_ACCEPT, 'User-Agent': DOI_USER_AGENT },
        redirect: 'manual',
        credentials: 'omit',
        signal,
      });
      const location = response.headers.get('location');
      if (REDIRECTS.has(response.status) && location !== null) {
        await response.body?.cancel();
        if (hop >= DOI_MAX_REDIRECTS) return { kind: 'unavailable', reason: 'too many redirects' };
        url = new URL(location, url);
        if (!this.options.allowLocalRedirects && !isPublicHostName(url.hostname)) return { kind: 'unavailable', reason: 'redirect to a local host' };
        continue;
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return { kind: 'not-found' };
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        return { kind: 'unavailable', reason: `status ${response.status}` };
      }
      const text = await readLimited(response, this.options.maxBytes ?? DOI_MAX_BYTES);
      if (text === null) return { kind: 'unavailable', reason: 'too large' };
      let metadata: unknown;
      try {
        metadata = JSON.parse(text);
      } catch {
        return { kind: 'unavailable', reason: 'not JSON' };
      }
      if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return { kind: 'unavailable', reason: 'not a JSON object' };
      return { kind: 'found', metadata };
    }
  }
}

/** The body as UTF-8 text, or null past `maxBytes` (counted as it streams in; a declared length over it is refused unread). */
async function readLimited(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}
