// Cosmos DB for NoSQL, serverless, with continuous backup (7-day point-in-time restore), local
// (key) authentication disabled, and the database and containers of
// docs/adr/0002-cosmos-containers.md, listed in cosmos-containers.json. The application never
// creates them in production. The API's managed identity gets the built-in data-plane role
// "Cosmos DB Built-in Data Contributor" on the database.

@description('Cosmos DB account name (globally unique, lowercase).')
@minLength(3)
@maxLength(44)
param accountName string

param location string
param tags object

@description('Principal (object) id of the identity that reads and writes the data.')
param dataPrincipalId string

// The same layout as CONTAINERS in functions/src/data/cosmos.ts (scripts/checks compares them).
var layout = loadJsonContent('cosmos-containers.json')

// Cosmos DB Built-in Data Contributor (data plane; not an Azure RBAC role).
var dataContributorRoleId = '00000000-0000-0000-0000-000000000002'

resource account 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' = {
  name: accountName
  location: location
  tags: tags
  kind: 'GlobalDocumentDB'
  properties: {
    databaseAccountOfferType: 'Standard'
    capabilities: [
      {
        name: 'EnableServerless'
      }
    ]
    locations: [
      {
        locationName: location
        failoverPriority: 0
        isZoneRedundant: false
      }
    ]
    consistencyPolicy: {
      defaultConsistencyLevel: 'Session'
    }
    backupPolicy: {
      type: 'Continuous'
      continuousModeProperties: {
        tier: 'Continuous7Days'
      }
    }
    disableLocalAuth: true
    disableKeyBasedMetadataWriteAccess: true
    minimalTlsVersion: 'Tls12'
    publicNetworkAccess: 'Enabled'
    enableAutomaticFailover: false
    enableMultipleWriteLocations: false
  }
}

resource database 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases@2024-11-15' = {
  parent: account
  name: layout.database
  properties: {
    resource: {
      id: layout.database
    }
  }
}

resource containers 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers@2024-11-15' = [
  for container in layout.containers: {
    parent: database
    name: container.id
    properties: {
      resource: union(
        {
          id: container.id
          partitionKey: {
            paths: [
              container.partitionKey
            ]
            kind: 'Hash'
            version: 2
          }
        },
        // -1: items never expire unless they carry their own `ttl` (audit retention, spec
        // 6-data-and-beyond §6.3.5, may use it).
        contains(container, 'defaultTtl') ? { defaultTtl: any(container).defaultTtl } : {},
        // The records container names range indexes on the date fields (on top of every path,
        // the default): GET /api/report/network/{from}/{to} filters each kind by its dates in the
        // store (access pattern A29, spec 7-reports §7.3.2): publish_date; submission_date,
        // obtained_date, completed_date; start_date, end_date (events, supervisions);
        // date_joined; created_at (organizations).
        contains(container, 'indexingPolicy') ? { indexingPolicy: any(container).indexingPolicy } : {}
      )
    }
  }
]

resource dataContributor 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments@2024-11-15' = {
  parent: account
  name: guid(account.id, dataPrincipalId, dataContributorRoleId)
  properties: {
    roleDefinitionId: '${account.id}/sqlRoleDefinitions/${dataContributorRoleId}'
    principalId: dataPrincipalId
    scope: '${account.id}/dbs/${layout.database}'
  }
  dependsOn: [
    database
  ]
}

output accountName string = account.name
output endpoint string = account.properties.documentEndpoint
output databaseName string = layout.database
