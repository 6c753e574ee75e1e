// The API: one Azure Functions app (Node, ESM bundle functions/dist/main.js) on the Flex
// Consumption plan, scaling to zero. It runs as the user-assigned managed identity, which
// reaches Cosmos DB (data-plane role) and its own storage (blob role) without any key.
// Application settings follow spec 1-roles-and-identity §1.2; see docs/adr/0020.

param planName string
param appName string
param location string
param tags object

@description('Resource id of the user-assigned managed identity the app runs as.')
param identityId string

@description('Client id of that identity (AZURE_CLIENT_ID and the host storage credential).')
param identityClientId string

param storageAccountName string

@description('URL of the blob container that receives the deployment packages.')
param deploymentContainerUrl string

param appInsightsName string

@description('Node.js major version of the Functions runtime.')
@allowed([
  '20'
  '22'
])
param nodeVersion string

@allowed([
  512
  2048
  4096
])
param instanceMemoryMB int

@minValue(40)
@maxValue(1000)
param maximumInstanceCount int

// API settings (spec 1-roles-and-identity §1.2).
param authClientId string
param authAllowedTenantIds string
param bootstrapAdminEmail string
param cosmosEndpoint string
param cosmosDatabase string
param portalTimeZone string
param auditRetentionDays int
param doiMetadataUrl string

resource appInsights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: appInsightsName
}

resource plan 'Microsoft.Web/serverfarms@2024-04-01' = {
  name: planName
  location: location
  tags: tags
  kind: 'functionapp'
  sku: {
    name: 'FC1'
    tier: 'FlexConsumption'
  }
  properties: {
    reserved: true
  }
}

resource app 'Microsoft.Web/sites@2024-04-01' = {
  name: appName
  location: location
  tags: tags
  kind: 'functionapp,linux'
  identity: {
    type: 'UserAssigned'
    userAssignedIdentities: {
      '${identityId}': {}
    }
  }
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    siteConfig: {
      minTlsVersion: '1.2'
      appSettings: [
        // Host storage through the managed identity (no connection string, no key).
        {
          name: 'AzureWebJobsStorage__accountName'
          value: storageAccountName
        }
        {
          name: 'AzureWebJobsStorage__credential'
          value: 'managedidentity'
        }
        {
          name: 'AzureWebJobsStorage__clientId'
          value: identityClientId
        }
        {
          name: 'APPLICATIONINSIGHTS_CONNECTION_STRING'
          value: appInsights.properties.ConnectionString
        }
        {
          name: 'AUTH_MODE'
          value: 'entra'
        }
        {
          name: 'AUTH_CLIENT_ID'
          value: authClientId
        }
        {
          name: 'AUTH_ALLOWED_TENANT_IDS'
          value: authAllowedTenantIds
        }
        {
          name: 'BOOTSTRAP_ADMIN_EMAIL'
          value: bootstrapAdminEmail
        }
        {
          name: 'COSMOS_ENDPOINT'
          value: cosmosEndpoint
        }
        {
          name: 'COSMOS_DATABASE'
          value: cosmosDatabase
        }
        {
          name: 'COSMOS_CREDENTIAL'
          value: 'managed-identity'
        }
        {
          name: 'AZURE_CLIENT_ID'
          value: identityClientId
        }
        {
          name: 'PORTAL_TIME_ZONE'
          value: portalTimeZone
        }
        {
          name: 'AUDIT_RETENTION_DAYS'
          value: string(auditRetentionDays)
        }
        {
          name: 'DOI_METADATA_URL'
          value: doiMetadataUrl
        }
      ]
    }
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: deploymentContainerUrl
          authentication: {
            type: 'UserAssignedIdentity'
            userAssignedIdentityResourceId: identityId
          }
        }
      }
      scaleAndConcurrency: {
        instanceMemoryMB: instanceMemoryMB
        maximumInstanceCount: maximumInstanceCount
      }
      runtime: {
        name: 'node'
        version: nodeVersion
      }
    }
  }
}

output id string = app.id
output name string = app.name
output location string = app.location
output defaultHostname string = app.properties.defaultHostName
