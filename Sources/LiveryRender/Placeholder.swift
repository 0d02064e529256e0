public enum LiveryRenderPlaceholder {}
