import { parseConfig, type ApiConfig } from './config';
import { createTokenValidator, type TokenValidator } from './auth/token-validator';
import { createCosmosClient, openStore } from './data/cosmos';
import { cosmosRepositories } from './data/cosmos-repositories';
import type { Repositories } from './domain/ports';

/** Everything a handler needs, built once per function instance from the configuration. */
export interface Services {
  config: ApiConfig;
  repositories: Repositories;
  tokens: TokenValidator;
  now: () => Date;
}

let services: Services | null = null;

/** Throws ConfigError while the configuration is invalid; the wrapper answers 500 then. */
export function getServices(): Services {
  if (!services) {
    const config = parseConfig(process.env);
    const store = openStore(createCosmosClient(config.cosmos), config.cosmos.database);
    services = {
      config,
      repositories: cosmosRepositories(store),
      tokens: createTokenValidator(config),
      now: () => new Date(),
    };
  }
  return services;
}
