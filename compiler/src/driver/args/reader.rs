//! Reading one flag at a time from the command line, in nvcc's spellings:
//! `-name`, `--name`, `-name=value`, `--name=value` and `-name value`.

/// The command line being read, one argument at a time.
pub struct ArgReader<'a> {
    args: &'a [String],
    next: usize,
}

/// One flag: its name without leading dashes and an inline `=value`, if any.
#[derive(Clone, Copy, Debug)]
pub struct Flag<'a> {
    /// The argument as written (`--std=c++17`), for messages.
    pub spelled: &'a str,
    /// The name without leading dashes (`std`).
    pub name: &'a str,
    /// The text after the first `=`, if any.
    pub inline: Option<&'a str>,
}

impl<'a> ArgReader<'a> {
    /// A reader over `args` (without the program name).
    pub fn new(args: &'a [String]) -> Self {
        ArgReader { args, next: 0 }
    }

    /// The next argument, if any.
    pub fn next_arg(&mut self) -> Option<&'a str> {
        let a = self.args.get(self.next)?;
        self.next += 1;
        Some(a.as_str())
    }

    /// The argument after the current one, without consuming it.
    pub fn peek(&self) -> Option<&'a str> {
        self.args.get(self.next).map(String::as_str)
    }

    /// The value of `flag`: its inline `=value`, else the next argument.
    pub fn value(&mut self, flag: &Flag<'a>) -> Result<&'a str, String> {
        if let Some(v) = flag.inline {
            return Ok(v);
        }
        self.next_arg()
            .ok_or_else(|| format!("option '{}' needs a value", flag.spelled))
    }
}

impl<'a> Flag<'a> {
    /// Splits an argument that starts with `-` into name and inline value.
    pub fn parse(spelled: &'a str) -> Flag<'a> {
        let bare = spelled.strip_prefix("--").unwrap_or_else(|| &spelled[1..]);
        match bare.split_once('=') {
            Some((name, value)) => Flag {
                spelled,
                name,
                inline: Some(value),
            },
            None => Flag {
                spelled,
                name: bare,
                inline: None,
            },
        }
    }
}

/// `true`/`false` as nvcc's boolean options spell them.
pub fn parse_bool(option: &str, value: &str) -> Result<bool, String> {
    match value {
        "true" => Ok(true),
        "false" => Ok(false),
        other => Err(format!("option '-{option}' expects true or false, not '{other}'")),
    }
}
