import { parseConfig, type ApiConfig } from './config';
import { createTokenValidator, type TokenValidator } from './auth/token-validator';
import { createCosmosClient, openStore } from './data/cosmos';
import { cosmosRepositories } from './data/cosmos-repositories';
import { HttpDoiMetadataSource } from './data/doi-metadata-http';
import { createDoiLookup, type DoiLookup } from './domain/doi-lookup';
import type { Repositories } from './domain/ports';
import { AnswerCache } from './http/answer-cache';

/** Everything a handler needs, built once per function instance from the configuration. */
export interface Services {
  config: ApiConfig;
  repositories: Repositories;
  tokens: TokenValidator;
  now: () => Date;
  /** Anonymous list answers kept by this instance (docs/adr/0031-anonymous-answer-cache.md). */
  answers: AnswerCache;
  /** DOI prefill: the metadata service, this instance's cache and rate limit (docs/adr/0046-doi-metadata-lookup.md). */
  doi: DoiLookup;
}

let services: Services | null = null;

/** Throws ConfigError while the configuration is invalid; the wrapper answers 500 then. */
export function getServices(): Services {
  if (!services) {
    const config = parseConfig(process.env);
    const store = openStore(createCosmosClient(config.cosmos), config.cosmos.database);
    services = {
      config,
      repositories: cosmosRepositories(store, config.auditRetentionDays),
      tokens: createTokenValidator(config),
      now: () => new Date(),
      answers: new AnswerCache(),
      doi: createDoiLookup(
        config.doiMetadataUrl === null ? null : new HttpDoiMetadataSource({ template: config.doiMetadataUrl, allowHttp: config.authMode === 'local', allowLocalRedirects: config.authMode === 'local' }),
      ),
    };
  }
  return services;
}

/**
 * Drops this instance's kept anonymous list answers: for the local host, when data is written to
 * the store behind the API's back (seeding, `npm run reset-data`, tests). Nothing to drop before
 * the first request.
 */
export function dropKeptAnswers(): void {
  services?.answers.drop();
}
