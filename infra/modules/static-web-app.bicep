// The site: Azure Static Web Apps, Standard plan (required to link an existing function app).
// The SPA is uploaded by the deploy workflow; `/api/*` is proxied to the linked function app
// (docs/adr/0020). Preview environments are off: linked backends only serve production.

param name string

@description('Static Web Apps regions are few; the content itself is served worldwide.')
@allowed([
  'centralus'
  'eastasia'
  'eastus2'
  'westeurope'
  'westus2'
])
param location string

param tags object

@description('Resource id of the function app serving /api.')
param backendResourceId string

@description('Region of that function app.')
param backendLocation string

resource site 'Microsoft.Web/staticSites@2024-04-01' = {
  name: name
  location: location
  tags: tags
  sku: {
    name: 'Standard'
    tier: 'Standard'
  }
  properties: {
    stagingEnvironmentPolicy: 'Disabled'
    allowConfigFileUpdates: true
  }
}

resource backend 'Microsoft.Web/staticSites/linkedBackends@2024-04-01' = {
  parent: site
  name: 'backend'
  properties: {
    backendResourceId: backendResourceId
    region: backendLocation
  }
}

output name string = site.name
output defaultHostname string = site.properties.defaultHostname
