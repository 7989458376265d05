export * from "./auth";
export * from "./access";
export * from "./media";
export * from "./directory";
export * from "./content";
export * from "./seo";
export * from "./members";
export * from "./caches";
