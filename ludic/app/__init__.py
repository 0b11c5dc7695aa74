"""The pygame-ce desktop application. Importing it opens nothing."""
