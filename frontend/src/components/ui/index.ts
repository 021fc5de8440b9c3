// The one barrel the style guide allows: shared UI primitives.
export { Alert } from './alert';
export { Badge, type BadgeTone } from './badge';
export { Button, ButtonLink } from './button';
export { describedBy, Field, Input, Select, TextArea } from './form-controls';
export { Card, Container, Grid, Section, Stack } from './layout-primitives';
export { Code, Heading, Muted, Pre } from './typography';
