// Research network portal: everything one environment needs, in one resource group.
//
//   Static Web App (Standard) ──/api/*──▶ Function app (Flex Consumption, Node)
//                                           │ user-assigned managed identity
//                                           ├──▶ Cosmos DB for NoSQL (serverless, data-plane RBAC)
//                                           ├──▶ Storage (host + deployment packages, blob RBAC)
//                                           └──▶ Application Insights ──▶ Log Analytics
//
// Names derive from `environmentName`; globally unique names add a suffix derived from the
// resource group. Deployed by .github/workflows/deploy.yml with main.bicepparam; see
// docs/deploy.md and docs/adr/0020-hosting-static-web-app-with-linked-flex-functions.md.

targetScope = 'resourceGroup'

@description('Short environment name used in every resource name, e.g. prod (lowercase letters and digits).')
@minLength(2)
@maxLength(8)
param environmentName string

@description('Region of the function app, the database, the storage and the monitoring resources. It must offer the Flex Consumption plan.')
param location string = resourceGroup().location

@description('Region of the Static Web App resource (its content is served worldwide).')
@allowed([
  'centralus'
  'eastasia'
  'eastus2'
  'westeurope'
  'westus2'
])
param staticWebAppLocation string = 'eastus2'

@description('Application (client) id of the portal app registration (AUTH_CLIENT_ID).')
@minLength(36)
@maxLength(36)
param authClientId string

@description('Comma-separated tenant ids allowed to call the API (AUTH_ALLOWED_TENANT_IDS); empty allows every tenant.')
param authAllowedTenantIds string = ''

@description('E-mail of the first administrator (BOOTSTRAP_ADMIN_EMAIL); only needed until one administrator exists.')
param bootstrapAdminEmail string = ''

@description('IANA time zone of the network (PORTAL_TIME_ZONE).')
param portalTimeZone string = 'America/Toronto'

@description('Days an audit entry is kept (AUDIT_RETENTION_DAYS, spec 6-data-and-beyond §6.3.5).')
@minValue(30)
@maxValue(3650)
param auditRetentionDays int = 1095

@description('Address template of the DOI metadata service, {doi} replaced by the DOI (DOI_METADATA_URL, spec 6-data-and-beyond §6.3.7); empty disables DOI prefill.')
param doiMetadataUrl string = 'https://doi.org/{doi}'

@description('Node.js major version of the Functions runtime (the SPA build and CI test both 20 and 22).')
@allowed([
  '20'
  '22'
])
param nodeVersion string = '22'

@description('Memory of each function instance.')
@allowed([
  512
  2048
  4096
])
param functionInstanceMemoryMB int = 2048

@description('Upper bound on function instances (a cost and load guard).')
@minValue(40)
@maxValue(1000)
param functionMaximumInstanceCount int = 40

@description('Days Log Analytics keeps logs.')
@minValue(30)
@maxValue(730)
param logRetentionDays int = 30

@description('Daily log ingestion cap in GB.')
@minValue(1)
param logDailyCapGb int = 1

param tags object = {}

var env = toLower(environmentName)
var workload = 'portal'
var prefix = '${workload}-${env}'
var suffix = take(uniqueString(resourceGroup().id, env), 6)
var allTags = union(
  {
    application: 'research-network-portal'
    environment: env
  },
  tags
)

var names = {
  workspace: 'log-${prefix}'
  appInsights: 'appi-${prefix}'
  identity: 'id-${prefix}-api'
  cosmos: 'cosmos-${prefix}-${suffix}'
  storage: 'st${workload}${env}${suffix}'
  plan: 'plan-${prefix}'
  functionApp: 'func-${prefix}-${suffix}'
  staticWebApp: 'stapp-${prefix}'
  deploymentContainer: 'app-package'
}

// The identity the API runs as: the same principal in Cosmos DB, Storage and AZURE_CLIENT_ID.
resource apiIdentity 'Microsoft.ManagedIdentity/userAssignedIdentities@2023-01-31' = {
  name: names.identity
  location: location
  tags: allTags
}

module monitoring 'modules/monitoring.bicep' = {
  name: 'monitoring'
  params: {
    workspaceName: names.workspace
    appInsightsName: names.appInsights
    location: location
    tags: allTags
    retentionInDays: logRetentionDays
    dailyQuotaGb: logDailyCapGb
  }
}

module cosmos 'modules/cosmos.bicep' = {
  name: 'cosmos'
  params: {
    accountName: names.cosmos
    location: location
    tags: allTags
    dataPrincipalId: apiIdentity.properties.principalId
  }
}

module storage 'modules/storage.bicep' = {
  name: 'storage'
  params: {
    storageAccountName: names.storage
    deploymentContainerName: names.deploymentContainer
    location: location
    tags: allTags
    principalId: apiIdentity.properties.principalId
  }
}

module api 'modules/function-app.bicep' = {
  name: 'api'
  params: {
    planName: names.plan
    appName: names.functionApp
    location: location
    tags: allTags
    identityId: apiIdentity.id
    identityClientId: apiIdentity.properties.clientId
    storageAccountName: storage.outputs.name
    deploymentContainerUrl: storage.outputs.deploymentContainerUrl
    appInsightsName: monitoring.outputs.appInsightsName
    nodeVersion: nodeVersion
    instanceMemoryMB: functionInstanceMemoryMB
    maximumInstanceCount: functionMaximumInstanceCount
    authClientId: authClientId
    authAllowedTenantIds: authAllowedTenantIds
    bootstrapAdminEmail: bootstrapAdminEmail
    cosmosEndpoint: cosmos.outputs.endpoint
    cosmosDatabase: cosmos.outputs.databaseName
    portalTimeZone: portalTimeZone
    auditRetentionDays: auditRetentionDays
    doiMetadataUrl: doiMetadataUrl
  }
}

module site 'modules/static-web-app.bicep' = {
  name: 'site'
  params: {
    name: names.staticWebApp
    location: staticWebAppLocation
    tags: allTags
    backendResourceId: api.outputs.id
    backendLocation: api.outputs.location
  }
}

output staticWebAppName string = site.outputs.name
output siteHostname string = site.outputs.defaultHostname
output functionAppName string = api.outputs.name
output cosmosAccountName string = cosmos.outputs.accountName
output apiIdentityPrincipalId string = apiIdentity.properties.principalId
