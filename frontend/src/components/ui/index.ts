// The one barrel the style guide allows: shared UI primitives.
export { Alert, type AlertProps, type AlertTone } from './alert';
export { Badge, type BadgeTone } from './badge';
export { Button, ButtonLink, type ButtonSize, type ButtonVariant } from './button';
export { describedBy, Field, Input, Select, TextArea, type FieldProps } from './form-controls';
export { Card, Container, Grid, Section, Stack } from './layout-primitives';
export { Code, Heading, Muted, Pre, Text } from './typography';
