// Log Analytics workspace and the workspace-based Application Insights component that the
// function app sends its requests, failures and traces to.

@description('Name of the Log Analytics workspace.')
param workspaceName string

@description('Name of the Application Insights component.')
param appInsightsName string

param location string
param tags object

@description('Days the workspace keeps logs (31 days are included in the ingestion price).')
@minValue(30)
@maxValue(730)
param retentionInDays int

@description('Daily ingestion cap in GB: a guard against a runaway log loop, not a budget.')
@minValue(1)
param dailyQuotaGb int

resource workspace 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: workspaceName
  location: location
  tags: tags
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    retentionInDays: retentionInDays
    workspaceCapping: {
      dailyQuotaGb: dailyQuotaGb
    }
    features: {
      enableLogAccessUsingOnlyResourcePermissions: true
    }
  }
}

resource appInsights 'Microsoft.Insights/components@2020-02-02' = {
  name: appInsightsName
  location: location
  tags: tags
  kind: 'web'
  properties: {
    Application_Type: 'web'
    WorkspaceResourceId: workspace.id
    IngestionMode: 'LogAnalytics'
  }
}

output appInsightsName string = appInsights.name
output workspaceId string = workspace.id
