// The production environment. Values that identify a deployment (the app registration, the
// tenants, the first administrator) come from the deploy workflow's environment, which reads
// them from GitHub variables (docs/deploy.md, "Repository variables"). A variable the
// workflow leaves empty falls back to the template's own default where it has one.
using './main.bicep'

param environmentName = readEnvironmentVariable('PORTAL_ENVIRONMENT', 'prod')
param staticWebAppLocation = readEnvironmentVariable('STATIC_WEB_APP_LOCATION', 'eastus2')

// Required: the workflow fails here when AUTH_CLIENT_ID is not set.
param authClientId = readEnvironmentVariable('AUTH_CLIENT_ID')
param authAllowedTenantIds = readEnvironmentVariable('AUTH_ALLOWED_TENANT_IDS', '')
param bootstrapAdminEmail = readEnvironmentVariable('BOOTSTRAP_ADMIN_EMAIL', '')
param portalTimeZone = readEnvironmentVariable('PORTAL_TIME_ZONE', 'America/Toronto')
param auditRetentionDays = int(readEnvironmentVariable('AUDIT_RETENTION_DAYS', '1095'))
param doiMetadataUrl = readEnvironmentVariable('DOI_METADATA_URL', 'https://doi.org/{doi}')

param nodeVersion = '22'
param functionInstanceMemoryMB = 2048
param functionMaximumInstanceCount = 40
param logRetentionDays = 30
param logDailyCapGb = 1
