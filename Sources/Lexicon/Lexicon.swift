// Placeholder: this module's sources arrive with its issue.
