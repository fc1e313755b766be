// The oracles and property checks live in `CellarOracles`, which does not
// import Testing, so that the fuzz targets can use them too; tests keep
// reaching them through `import CellarTestSupport`.
@_exported import CellarOracles
