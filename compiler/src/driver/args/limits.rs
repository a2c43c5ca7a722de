//! Resource limits (specs/driver.md, "Resource limits"): nvcc's `-ftemplate-depth`,
//! and ptxc's own `--ptxc-max-parse-work` and `--ptxc-max-instantiations` for limits
//! nvcc has no flag for.

use ptxc_frontend::limits::Limits;

use super::reader::{ArgReader, Flag};
use super::UsageError;

/// Applies a limit flag; `Ok(false)` when `flag` is not one.
pub fn apply<'a>(flag: &Flag<'a>, args: &mut ArgReader<'a>, limits: &mut Limits) -> Result<bool, UsageError> {
    match flag.name {
        "ftemplate-depth" => limits.template_depth = number(flag, args.value(flag)?)?,
        "ptxc-max-instantiations" => limits.instantiations = number(flag, args.value(flag)?)?,
        "ptxc-max-parse-work" => limits.parse_work = Some(number(flag, args.value(flag)?)?),
        _ => return Ok(false),
    }
    Ok(true)
}

/// A limit's value: a positive whole number.
fn number<T: std::str::FromStr + PartialOrd + From<u8>>(flag: &Flag<'_>, v: &str) -> Result<T, UsageError> {
    match v.parse::<T>() {
        Ok(n) if n >= T::from(1) => Ok(n),
        _ => Err(UsageError::Usage(format!(
            "option '-{}' expects a positive number, not '{v}'",
            flag.name
        ))),
    }
}
